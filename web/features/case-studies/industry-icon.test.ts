import { expect, test } from 'bun:test';
import { industryIcon } from './industry-icon';

test('a client story’s icon follows its industry in either language, the briefcase when no word matches', () => {
  expect(industryIcon('Manufacturing')).toBe('i-lucide-factory');
  expect(industryIcon('製造業')).toBe('i-lucide-factory');
  expect(industryIcon('E-commerce')).toBe('i-lucide-shopping-cart');
  expect(industryIcon('電子商務')).toBe('i-lucide-shopping-cart');
  expect(industryIcon('Logistics')).toBe('i-lucide-truck');
  expect(industryIcon('物流')).toBe('i-lucide-truck');
  expect(industryIcon('Healthcare')).toBe('i-lucide-stethoscope');
  expect(industryIcon('醫療')).toBe('i-lucide-stethoscope');
  expect(industryIcon('Architecture')).toBe('i-lucide-briefcase-business');
});

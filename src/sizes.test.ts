// Sizes as a person says them: a limit in whole gigabytes from 1 GB up, else whole megabytes; a file in KB or MB.
import { expect, test } from 'bun:test';
import { fileSize, limitSize } from './contract/operations';

test('a limit reads "1 GB", "2.5 GB" or "500 MB", never "1,024 MB"', () => {
  expect(limitSize(1024 * 1_048_576)).toBe('1 GB');
  expect(limitSize(2560 * 1_048_576)).toBe('2.5 GB');
  expect(limitSize(500 * 1_048_576)).toBe('500 MB');
  expect(limitSize(64 * 1_048_576)).toBe('64 MB');
});

test('a file under a megabyte reads in KB, never "0.00 MB"', () => {
  expect(fileSize(5 * 1024)).toBe('5 KB');
  expect(fileSize(1)).toBe('1 KB');
  expect(fileSize(3 * 1_048_576)).toBe('3.00 MB');
});

// Preloaded for the web app's component tests only (scripts/test.ts): a happy-dom window as the global scope.
import { GlobalRegistrator } from '@happy-dom/global-registrator';

GlobalRegistrator.register({ url: 'http://localhost/' });

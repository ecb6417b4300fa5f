// The site's logo as the admin edits it (the same query, and key, as every page's server-rendered read) and saving it.
import type { Brand, BrandUpdate } from '../../../src/contract';
import { API_PATHS } from '../../../src/contract/api-paths';
import { api } from '../api';
import { publicQueries } from '../public-queries';

export const brandQuery = publicQueries.brand;

export const saveBrand = (body: BrandUpdate) => api<Brand>(API_PATHS.brand, { method: 'PUT', body });

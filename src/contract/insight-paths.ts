// Where a public page reports a view, apart from api-paths.ts (which names it among the insights' paths): the beacon
// every public page loads then carries this one path, not every path of the admin's.
export const HITS_PATH = '/api/hits';

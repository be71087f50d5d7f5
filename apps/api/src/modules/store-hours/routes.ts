import type { Api, AppContext } from '../../lib/http.ts';

export function storeHoursRoutes(_app: Api, _context: AppContext) {}

import { ApiError } from '@/lib/api-client';

/** Another tenant's place answers 404 (never 403) and a malformed id 400: both read as "not found". */
export const isNotFound = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

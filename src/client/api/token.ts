/** The bearer token lives in localStorage under `jwtToken` (spec point 9). */
export const TOKEN_STORAGE_KEY = 'jwtToken';

export const readToken = (): string | null => localStorage.getItem(TOKEN_STORAGE_KEY) || null;
export const storeToken = (token: string) => localStorage.setItem(TOKEN_STORAGE_KEY, token);
export const clearToken = () => localStorage.removeItem(TOKEN_STORAGE_KEY);

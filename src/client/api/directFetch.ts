import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { apiUrl, pageLanguage } from './baseApi';

/**
 * The token and sign-up calls do not go through the shared client (spec point 7): no bearer token
 * and no anti-forgery header, which the server does not expect on them. This posts JSON with plain
 * fetch and answers in RTK Query's queryFn shape, so errors look the same as everywhere else.
 */
export async function postJsonDirect<T>(path: string, body: unknown): Promise<{ data: T } | { error: FetchBaseQueryError }> {
  const language = pageLanguage();
  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...(language ? { 'Accept-Language': language } : {}) },
      body: JSON.stringify(body),
    });
  } catch (error) {
    return { error: { status: 'FETCH_ERROR', error: String(error) } };
  }
  const text = await response.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    return { error: { status: 'PARSING_ERROR', originalStatus: response.status, data: text, error: 'Invalid JSON' } };
  }
  return response.ok ? { data: data as T } : { error: { status: response.status, data } };
}

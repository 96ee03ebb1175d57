import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Access } from '../../domain/contract/endpoint';
import { permissionsOf, ROLES, type Permission, type Role } from '../../domain/permissions';
import type { Database, UserRow } from '../db/schema';
import { forbidden, unauthorized } from '../errors';
import { findTokenOwner } from '../services/auth/tokens';

export interface Caller {
  user: UserRow;
  tokenId: number;
  token: string;
  permissions: Permission[];
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

export function roleOf(user: UserRow): Role {
  return (ROLES as readonly string[]).includes(user.role) ? (user.role as Role) : 'teacher';
}

/**
 * Checks the caller against an endpoint's access rule: 401 without a live token, 403 without one
 * of the listed permissions. Public endpoints answer anyone and get no caller.
 */
export async function authorize(db: Kysely<Database>, request: FastifyRequest, access: Access): Promise<Caller | null> {
  if (access === 'public') return null;
  const token = bearerToken(request);
  if (!token) throw unauthorized();
  const owner = await findTokenOwner(db, token);
  if (!owner) throw unauthorized('errors.tokenInvalid');
  const permissions = permissionsOf(roleOf(owner.user));
  if (access !== 'authenticated' && !access.some((permission) => permissions.includes(permission))) throw forbidden();
  return { user: owner.user, tokenId: owner.tokenId, token, permissions };
}

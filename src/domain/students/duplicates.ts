/**
 * When a new student may be one already on record (issue 29): the same names, folded as search
 * folds them and in either order, and besides the names the same birth date or the same guardian
 * phone. Names alone are not enough: two children of a town may share them.
 */
import type { DuplicateReason } from '../contract/enrolment';
import { foldForSearch } from './searchText';

interface Names {
  lastName: string;
  firstName: string;
}

/** The names as search folds them, last name first: what both orders are compared against. */
export const foldedNames = ({ lastName, firstName }: Names): string => foldForSearch(`${lastName} ${firstName}`);

/** Digits compared of a phone: its last eight, so spacing and a country prefix (+237) do not matter. */
const PHONE_DIGITS = 8;

/** The phone's last eight digits, or null when it holds fewer (nothing to compare). */
export function phoneKey(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  return digits.length >= PHONE_DIGITS ? digits.slice(-PHONE_DIGITS) : null;
}

export interface DuplicateProbe extends Names {
  birthDate?: string | null;
  guardianPhone?: string | null;
}

/** What a record shares with the new student besides the names; empty when it is not a possible duplicate. */
export function duplicateReasons(probe: DuplicateProbe, record: DuplicateProbe): DuplicateReason[] {
  const names = foldedNames(probe);
  const swapped = foldedNames({ lastName: probe.firstName, firstName: probe.lastName });
  const theirs = foldedNames(record);
  if (theirs !== names && theirs !== swapped) return [];
  const reasons: DuplicateReason[] = [];
  if (probe.birthDate && probe.birthDate === record.birthDate) reasons.push('birthDate');
  const phone = phoneKey(probe.guardianPhone);
  if (phone && phone === phoneKey(record.guardianPhone)) reasons.push('guardianPhone');
  return reasons;
}

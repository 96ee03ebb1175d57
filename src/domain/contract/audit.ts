/** The audit log (domain.md: who, when, what, before and after), read by administrators. */
import { yup } from '../validation/yup';
import { dateField } from '../validation/checks';
import { freeObject, listOf, listQuery } from './common';
import { defineEndpoint } from './endpoint';
import { idField } from './resource';

export const AUDIT_ACTIONS = ['create', 'update', 'delete'] as const;

export const auditEntrySchema = yup.object({
  id: yup.number().integer().required(),
  userId: yup.number().integer().nullable().defined(),
  username: yup.string().nullable().defined(),
  action: yup.string().required().oneOf(AUDIT_ACTIONS),
  entity: yup.string().required(),
  entityId: yup.string().required(),
  /** The record by name in its current state ("NGONO Marie" for a student or one of her payments, "6e A"); null when it has none. */
  label: yup.string().nullable().defined(),
  before: freeObject().nullable().defined(),
  after: freeObject().nullable().defined(),
  createdAt: yup.string().required(),
});
export type AuditEntry = yup.InferType<typeof auditEntrySchema>;

export const auditQuery = listQuery.shape({
  entity: yup.string().trim().max(40).optional(),
  entityId: yup.string().trim().max(40).optional(),
  studentId: idField().optional(),
  userId: idField().optional(),
  action: yup.string().oneOf(AUDIT_ACTIONS).optional(),
  from: dateField().optional(),
  to: dateField().optional(),
});

export const listAudit = defineEndpoint({
  method: 'GET',
  path: '/api/audit',
  tag: 'Audit',
  summary: 'The audit log, the latest change first',
  description:
    "Filters: `entity` (student, registration, user...), `entityId`, `studentId` (a student's trail: the record's changes and those of the records that belong to the student: registrations, exemptions, absences, sanctions and suggestions, discounts, payments, access codes), `userId`, `action`, `from` and `to` (days, included).",
  access: ['audit.read'],
  query: auditQuery,
  response: listOf(auditEntrySchema),
  errors: [400, 401, 403],
  example: {
    query: { entity: 'student', limit: 20 },
    response: {
      data: [
        {
          id: 9,
          userId: 6,
          username: 'secretary',
          action: 'update',
          entity: 'student',
          entityId: '1',
          label: 'NGONO Marie',
          before: { guardianPhone: null },
          after: { guardianPhone: '+237 677 123 456' },
          createdAt: '2026-11-21T08:00:00.000Z',
        },
      ],
      total: 1,
    },
  },
});

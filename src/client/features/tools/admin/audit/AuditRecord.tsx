import { FormattedMessage, useIntl } from 'react-intl';
import { isAuditedEntity } from '../../../../../domain/audit/entities';
import type { AuditEntry } from '../../../../../domain/contract/audit';

/** The kind of record in the reader's language; an entry older than the list keeps its stored name. */
export function useEntityName(): (entity: string) => string {
  const intl = useIntl();
  return (entity) => (isAuditedEntity(entity) ? intl.formatMessage({ id: `toolsAdmin.audit.entities.${entity}` }) : entity);
}

/** "Student NGONO Marie", or "Roll call no. 3/2026-11-23/1" for a record with no name. */
export function AuditRecord({ entry }: { entry: Pick<AuditEntry, 'entity' | 'entityId' | 'label'> }) {
  const entity = useEntityName()(entry.entity);
  return entry.label === null ? (
    <FormattedMessage id="toolsAdmin.audit.recordNumber" values={{ entity, id: entry.entityId }} />
  ) : (
    <FormattedMessage id="toolsAdmin.audit.record" values={{ entity, label: entry.label }} />
  );
}

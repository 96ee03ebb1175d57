import type { FastifyInstance } from 'fastify';
import * as contract from '../../domain/contract/reportCards';
import { reportCardBatchFileName, reportCardsFileName } from '../../domain/fileNames';
import type { PeriodType } from '../../domain/grading/periods';
import { conflict, notFound } from '../errors';
import { sayTo, translate } from '../i18n';
import { fileHeaders } from '../http/attachment';
import { addAuthedRoute } from '../http/contract';
import { ReportCardBatches, batchRequestOf } from '../services/marksheet/reportCards/batches';
import { toBuffer } from '../documents/document';
import { namedClassroomCards } from '../services/marksheet/reportCards/load';
import { drawCard, newCardDocument } from '../services/marksheet/reportCards/pdf';
import { PhotoStore } from '../services/students/photos';
import type { RouteContext } from './context';

export function reportCardRoutes(app: FastifyInstance, { db }: RouteContext): void {
  const photos = new PhotoStore(db);
  const batches = new ReportCardBatches(db, photos);
  app.addHook('onClose', () => batches.close());

  addAuthedRoute(app, db, contract.classroomReportCards, async ({ params, query, request, reply }) => {
    const lang = query.lang ?? 'fr';
    const periodType = params.periodType as PeriodType;
    const { cards, classroomName, studentName } = await namedClassroomCards(db, photos, {
      classroomId: params.classroomId,
      periodType,
      period: params.period,
      lang,
      studentId: query.studentId,
    });
    const doc = newCardDocument(lang, cards[0]?.title ?? translate(lang, 'reportCard.batchTitle'));
    for (const card of cards) drawCard(doc, card);
    const pdf = await toBuffer(doc);
    // Named in the caller's words, as the marksheet page names it; `lang` is the cards' own language.
    const name = reportCardsFileName(sayTo(request), classroomName, { type: periodType, number: params.period }, studentName);
    return reply.headers(fileHeaders(contract.PDF_TYPE, name)).send(pdf);
  });

  addAuthedRoute(app, db, contract.startReportCardBatch, async ({ body, caller }) =>
    batches.start(caller.user.id, await batchRequestOf(db, body)),
  );

  addAuthedRoute(app, db, contract.reportCardBatch, async ({ params, caller }) => {
    const batch = await batches.get(params.id, caller.user.id);
    if (!batch) throw notFound('errors.batchMissing');
    return batch;
  });

  addAuthedRoute(app, db, contract.reportCardBatchFile, async ({ params, caller, request, reply }) => {
    const batch = await batches.get(params.id, caller.user.id);
    if (!batch) throw notFound('errors.batchMissing');
    if (batch.status !== 'done') throw conflict('errors.batchNotDone');
    // Read from the batch's row, whichever process made it; gone only if swept since.
    const pdf = await batches.pdf(batch.id, caller.user.id);
    if (!pdf) throw notFound('errors.batchMissing');
    reply.headers(
      fileHeaders(contract.PDF_TYPE, reportCardBatchFileName(sayTo(request), { type: batch.periodType, number: batch.period })),
    );
    // Sent whole (a school's cards are a few MB) so the browser knows the length and shows the download's progress.
    return reply.send(pdf);
  });
}

import type { FastifyInstance } from 'fastify';
import * as feeSetup from '../../domain/contract/feeSetup';
import * as reports from '../../domain/contract/financeReports';
import * as payments from '../../domain/contract/payments';
import { PDF_TYPE, XLSX_TYPE } from '../../domain/contract/common';
import { fileHeaders } from '../http/attachment';
import { addAuthedRoute } from '../http/contract';
import { languageOf } from '../i18n';
import {
  arrearsDocument,
  arrearsSpreadsheet,
  journalDocument,
  journalSpreadsheet,
  paymentReceipt,
  sessionCloseDocument,
  sessionCloseSpreadsheet,
} from '../services/finance/files';
import { getAccount } from '../services/finance/accounts';
import { grantDiscount, listDiscounts, revokeDiscount } from '../services/finance/discounts';
import { feeTypes } from '../services/finance/feeTypes';
import { PhotoStore } from '../services/students/photos';
import { createPayment, getPayment, listPayments, reversePayment } from '../services/finance/payments';
import { journal } from '../services/finance/journal';
import { arrears, financeStatistics } from '../services/finance/reports';
import { copySchedules, listSchedules, saveSchedule } from '../services/finance/schedules';
import { closeSession, currentSession, listSessions, openSession } from '../services/finance/sessions';
import type { RouteContext } from './context';
import { resourceRoutes } from './resource';

export function financeRoutes(app: FastifyInstance, { db }: RouteContext): void {
  // Receipts, the arrears, the journal and the close reports carry the school's logo, kept with the photos.
  const pictures = new PhotoStore(db);
  resourceRoutes(app, db, feeTypes);
  addAuthedRoute(app, db, feeSetup.listSchedules, async ({ query }) => listSchedules(db, query.schoolYearId, query.levelId));
  addAuthedRoute(app, db, feeSetup.saveSchedule, async ({ params, body, caller }) =>
    saveSchedule(db, caller, params.schoolYearId, params.levelId, body),
  );
  addAuthedRoute(app, db, feeSetup.copySchedules, async ({ params, body, caller }) => copySchedules(db, caller, params.schoolYearId, body));
  addAuthedRoute(app, db, feeSetup.listDiscounts, async ({ query }) => listDiscounts(db, query));
  addAuthedRoute(app, db, feeSetup.grantDiscount, async ({ body, caller }) => grantDiscount(db, caller, body));
  addAuthedRoute(app, db, feeSetup.revokeDiscount, async ({ params, caller }) => revokeDiscount(db, caller, params.id));

  addAuthedRoute(app, db, payments.getAccount, async ({ params, query }) => getAccount(db, params.studentId, query.schoolYearId));
  addAuthedRoute(app, db, payments.createPayment, async ({ body, caller }) => createPayment(db, caller, body));
  addAuthedRoute(app, db, payments.listPayments, async ({ query }) => listPayments(db, query));
  addAuthedRoute(app, db, payments.getPayment, async ({ params }) => getPayment(db, params.id));
  addAuthedRoute(app, db, payments.reversePayment, async ({ params, body, caller }) => reversePayment(db, caller, params.id, body));
  addAuthedRoute(app, db, payments.receiptPdf, async ({ params, query, request, reply }) => {
    const file = await paymentReceipt(db, pictures, params.id, query.layout, languageOf(request.headers['accept-language']));
    return reply.headers(fileHeaders(PDF_TYPE, file.name)).send(file.bytes);
  });
  addAuthedRoute(app, db, payments.openSession, async ({ body, caller }) => openSession(db, caller, body.openingFloat));
  addAuthedRoute(app, db, payments.currentSession, async ({ caller }) => currentSession(db, caller));
  addAuthedRoute(app, db, payments.listSessions, async ({ query }) => listSessions(db, query));
  addAuthedRoute(app, db, payments.closeSession, async ({ params, body, caller }) => closeSession(db, caller, params.id, body));
  addAuthedRoute(app, db, payments.sessionClosePdf, async ({ params, request, reply }) => {
    const file = await sessionCloseDocument(db, pictures, params.id, languageOf(request.headers['accept-language']));
    return reply.headers(fileHeaders(PDF_TYPE, file.name)).send(file.bytes);
  });
  addAuthedRoute(app, db, payments.sessionCloseXlsx, async ({ params, request, reply }) => {
    const file = await sessionCloseSpreadsheet(db, params.id, languageOf(request.headers['accept-language']));
    return reply.headers(fileHeaders(XLSX_TYPE, file.name)).send(file.bytes);
  });

  addAuthedRoute(app, db, reports.journal, async ({ params, query }) =>
    journal(db, params.date, query.cashierId, { limit: query.limit, skip: query.skip }),
  );
  addAuthedRoute(app, db, reports.journalPdf, async ({ params, query, request, reply }) => {
    const file = await journalDocument(db, pictures, params.date, query.cashierId, languageOf(request.headers['accept-language']));
    return reply.headers(fileHeaders(PDF_TYPE, file.name)).send(file.bytes);
  });
  addAuthedRoute(app, db, reports.journalXlsx, async ({ params, query, request, reply }) => {
    const file = await journalSpreadsheet(db, params.date, query.cashierId, languageOf(request.headers['accept-language']));
    return reply.headers(fileHeaders(XLSX_TYPE, file.name)).send(file.bytes);
  });
  addAuthedRoute(app, db, reports.arrears, async ({ query }) => arrears(db, query));
  addAuthedRoute(app, db, reports.arrearsPdf, async ({ query, request, reply }) => {
    const file = await arrearsDocument(db, pictures, query, languageOf(request.headers['accept-language']));
    return reply.headers(fileHeaders(PDF_TYPE, file.name)).send(file.bytes);
  });
  addAuthedRoute(app, db, reports.arrearsXlsx, async ({ query, request, reply }) => {
    const file = await arrearsSpreadsheet(db, query, languageOf(request.headers['accept-language']));
    return reply.headers(fileHeaders(XLSX_TYPE, file.name)).send(file.bytes);
  });
  addAuthedRoute(app, db, reports.financeStatistics, async ({ params }) => financeStatistics(db, params.schoolYearId));
}

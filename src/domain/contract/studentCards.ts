/**
 * Student cards (domain.md): ID-1 size (85.6 × 54 mm), as PDF for a card printer (one card a page)
 * or for plain paper (10 cards on an A4 page, with cut marks). Making cards makes their codes.
 */
import { yup } from '../validation/yup';
import { PDF_TYPE } from './common';
import { CARDS_MANAGE, codeTargetBody } from './accessCodes';
import { defineEndpoint } from './endpoint';

export const CARD_LAYOUTS = ['card', 'sheet'] as const;
export type CardLayout = (typeof CARD_LAYOUTS)[number];

export const cardsBody = codeTargetBody.shape({ layout: yup.string().oneOf(CARD_LAYOUTS).default('sheet') });
export type CardsBody = yup.InferType<typeof cardsBody>;

export const makeStudentCards = defineEndpoint({
  method: 'POST',
  path: '/api/student-cards',
  tag: 'Student cards',
  summary: 'Print student cards (PDF)',
  description:
    "The cards of the students named or of the classroom's, in name order: the school's name and logo, the school year, the photo, name, matricule, birth date, classroom, and a QR code of the public page's address with the student's new code (made as `POST /api/access_codes` makes it, revoking the earlier one: the code exists in clear only in this PDF). `layout`: `card` (one card a page, for card printers) or `sheet` (10 cards on an A4 page with cut marks). Same refusals as making codes, and a 409 while the school has no public address (the option `public_url` of Tools, or the server's `PUBLIC_URL`): the QR codes never take the address the request came by. Nothing is made or revoked then. Audited (without the codes).",
  access: CARDS_MANAGE,
  body: cardsBody,
  produces: [PDF_TYPE],
  response: yup.mixed(),
  errors: [400, 401, 403, 404, 409],
  example: { body: { classroomId: 1, layout: 'sheet' }, response: undefined },
});

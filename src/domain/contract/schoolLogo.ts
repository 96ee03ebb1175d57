/**
 * The school's logo (issue 28): uploaded in Tools with the letterhead options, drawn at the head of
 * every official document (report cards, notices, receipts, returns, statements, arrears, cards).
 */
import { yup } from '../validation/yup';
import { defineEndpoint } from './endpoint';
import { PHOTO_TYPES } from './students';

/** Whoever keeps the school's options keeps its logo. */
const MANAGE = ['settings.manage'] as const;

export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
/** The same images as a student's photo: what phones, scanners and drawing programs all write. */
export const LOGO_TYPES = PHOTO_TYPES;
/** The stored logo fits this square: sharp at print size for the 60-point logo of a letterhead. */
export const LOGO_SIZE = 600;
/**
 * The most pixels an upload may declare. A few kilobytes of PNG can declare a picture of a billion
 * pixels; decoding it would cost the server seconds and hundreds of megabytes for nothing a logo needs.
 */
export const LOGO_MAX_PIXELS = 25_000_000;

const logoState = yup.object({ hasLogo: yup.boolean().required() });

export const uploadLogo = defineEndpoint({
  method: 'PUT',
  path: '/api/school/logo',
  tag: 'Settings',
  summary: "Upload the school's logo",
  description: `The body is the image itself (Content-Type image/jpeg, image/png or image/webp), at most 2 MB and ${LOGO_MAX_PIXELS / 1_000_000} million pixels. The content must really be such an image, whatever the header says (400 otherwise, as for a picture of more pixels). It is resized to fit ${LOGO_SIZE}×${LOGO_SIZE} pixels, laid on white (a transparent background prints white), stored as JPEG under an unguessable name, and replaces the previous logo. Audited.`,
  access: MANAGE,
  consumes: LOGO_TYPES,
  response: logoState,
  errors: [400, 401, 403, 404, 413, 415],
  example: { response: { hasLogo: true } },
});

export const downloadLogo = defineEndpoint({
  method: 'GET',
  path: '/api/school/logo',
  tag: 'Settings',
  summary: "The school's logo (JPEG)",
  description: 'The logo as documents print it, with `Cache-Control: private`; 404 when the school has none.',
  access: 'authenticated',
  produces: ['image/jpeg'],
  response: yup.mixed(),
  errors: [401, 404],
});

export const deleteLogo = defineEndpoint({
  method: 'DELETE',
  path: '/api/school/logo',
  tag: 'Settings',
  summary: "Remove the school's logo",
  description: 'Documents are then printed without one. Audited; removing a logo the school does not have changes nothing.',
  access: MANAGE,
  response: logoState,
  errors: [401, 403],
  example: { response: { hasLogo: false } },
});

export const schoolLogoEndpoints = [uploadLogo, downloadLogo, deleteLogo] as const;

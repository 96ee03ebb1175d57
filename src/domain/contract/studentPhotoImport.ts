/**
 * Photos in bulk (issue 29): a .zip of photos named by matricule, previewed (each photo checked and
 * re-encoded as a single upload is, nothing written), then applied in one step. See "Photos in bulk
 * (issue 29)" in docs/decisions.md.
 */
import { yup } from '../validation/yup';
import { defineEndpoint } from './endpoint';
import { PHOTO_MAX_BYTES } from './students';

/** Whoever uploads a single photo uploads them in bulk. */
const MANAGE = ['students.manage'] as const;

/** The archive: 400 photos of a few hundred kilobytes each, with room to spare. */
export const PHOTO_ZIP_MAX_BYTES = 200 * 1024 * 1024;
/** The most parts (files and folders) the archive may list. */
export const PHOTO_ZIP_MAX_ENTRIES = 2000;
/** What browsers send a .zip as (the second: Windows). */
export const PHOTO_ZIP_TYPES = ['application/zip', 'application/x-zip-compressed'] as const;
/** How many students still without a photo the preview names (the count covers them all). */
export const WITHOUT_PHOTO_LISTED = 100;

/**
 * Why a file of the archive is skipped: its path leaves the archive, two files name the same
 * matricule, it is over PHOTO_MAX_BYTES (or declares too many pixels), it cannot be unpacked (a zip
 * bomb, an encrypted or corrupt part), or it is not a JPEG, PNG or WebP image.
 */
export const PHOTO_PROBLEMS = ['outside', 'duplicate', 'tooLarge', 'unreadable', 'notImage'] as const;
export type PhotoProblem = (typeof PHOTO_PROBLEMS)[number];

export const PHOTO_IMPORT_STATUSES = ['previewed', 'applied'] as const;

const photoStudent = {
  studentId: yup.number().integer().required(),
  matricule: yup.string().required(),
  firstName: yup.string().required(),
  lastName: yup.string().required(),
  /** Their classroom in the current year, if registered. */
  classroomName: yup.string().nullable().defined(),
};

export const matchedPhotoSchema = yup.object({
  file: yup.string().required(),
  ...photoStudent,
  /** The student has a photo that this one replaces. */
  replaces: yup.boolean().required(),
});

export const refusedPhotoSchema = yup.object({
  file: yup.string().required(),
  problem: yup.string().required().oneOf(PHOTO_PROBLEMS),
});

export const photoImportSchema = yup.object({
  id: yup.string().required(),
  status: yup.string().required().oneOf(PHOTO_IMPORT_STATUSES),
  expiresAt: yup.string().required(),
  /** Photos applied (0 until applied), of which `replaced` replaced an earlier photo. */
  applied: yup.number().integer().required(),
  replaced: yup.number().integer().required(),
  matched: yup.array(matchedPhotoSchema).required(),
  /** Files whose name is no student's matricule. */
  unmatched: yup.array(yup.string().required()).required(),
  refused: yup.array(refusedPhotoSchema).required(),
  /** Students registered this year who will still have no photo (all of them counted, the first listed). */
  withoutPhoto: yup
    .object({
      total: yup.number().integer().required(),
      students: yup.array(yup.object(photoStudent)).required(),
    })
    .required(),
});
export type PhotoImport = yup.InferType<typeof photoImportSchema>;

const importIdParams = yup.object({
  importId: yup
    .string()
    .required()
    .matches(/^[A-Za-z0-9_-]{16,64}$/),
});

const examplePreview: PhotoImport = {
  id: 'Zx3v9Qk2pW7mR1tY8uLb4nHc',
  status: 'previewed',
  expiresAt: '2026-09-01T08:00:00.000Z',
  applied: 0,
  replaced: 0,
  matched: [
    {
      file: '6e A/26SC00001.jpg',
      studentId: 1,
      matricule: '26SC00001',
      firstName: 'Brenda',
      lastName: 'Atangana',
      classroomName: '6e A',
      replaces: false,
    },
  ],
  unmatched: ['6e A/26SC09999.jpg'],
  refused: [{ file: '../26SC00002.jpg', problem: 'outside' }],
  withoutPhoto: {
    total: 1,
    students: [{ studentId: 2, matricule: '26SC00002', firstName: 'Paul', lastName: 'Essomba', classroomName: '6e A' }],
  },
};

export const previewPhotoImport = defineEndpoint({
  method: 'POST',
  path: '/api/student-photos/preview',
  tag: 'Students',
  summary: 'Read a .zip of photos named by matricule and show which goes to whom, writing nothing',
  description: `The body is the archive itself (Content-Type application/zip), at most ${PHOTO_ZIP_MAX_BYTES / 1024 / 1024} MB and ${PHOTO_ZIP_MAX_ENTRIES} parts (413 beyond; 400 when it is not a zip). Each file's name, without its folders and extension and ignoring case and spaces around it, is a student's matricule (\`6e A/26sc00001.JPG\` is 26SC00001's). Each matched photo is checked and re-encoded as \`PUT /api/students/{id}/photo\` does (a JPEG, PNG or WebP image of at most ${PHOTO_MAX_BYTES / 1024 / 1024} MB, resized and stored as JPEG) and kept aside. The answer lists the matched photos (and whether each replaces a photo), the names that matched nobody, the files skipped and why (\`outside\`: a path leaving the archive, such as \`../x.jpg\` or an absolute one; \`duplicate\`: two files for one matricule, both skipped; \`tooLarge\`; \`unreadable\`: a part that cannot be unpacked within its declared size, such as a zip bomb; \`notImage\`), and the students registered this year who would still have no photo. Hidden files and folders (\`.DS_Store\`, \`__MACOSX/\`) are ignored. Nothing is written to any student until \`POST /api/student-photos/{id}\`; the preview is kept for an hour.`,
  access: MANAGE,
  consumes: PHOTO_ZIP_TYPES,
  response: photoImportSchema,
  errors: [400, 401, 403, 413, 415, 503],
  example: { response: examplePreview },
});

export const applyPhotoImport = defineEndpoint({
  method: 'POST',
  path: '/api/student-photos/:importId',
  tag: 'Students',
  summary: 'Apply a previewed photo import in one step',
  description:
    "Gives every matched student their photo in one transaction, audited as a single upload is (a student deleted since the preview is left out); the photos they replace are then removed. If anything fails, no student changes. Applied once: again is 409; an unknown or expired preview, or another user's, is 404. The answer is the report, also readable with `GET`.",
  access: MANAGE,
  params: importIdParams,
  response: photoImportSchema,
  errors: [400, 401, 403, 404, 409],
  example: { params: { importId: examplePreview.id }, response: { ...examplePreview, status: 'applied', applied: 1 } },
});

export const photoImportReport = defineEndpoint({
  method: 'GET',
  path: '/api/student-photos/:importId',
  tag: 'Students',
  summary: 'A photo import: its preview, or once applied its report',
  access: MANAGE,
  params: importIdParams,
  response: photoImportSchema,
  errors: [400, 401, 403, 404],
  example: { params: { importId: examplePreview.id }, response: examplePreview },
});

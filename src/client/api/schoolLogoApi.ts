import type { ResponseOf } from '../../domain/contract/endpoint';
import { deleteLogo, downloadLogo, uploadLogo } from '../../domain/contract/schoolLogo';
import { baseApi } from './baseApi';
import { contractRequest } from './contractRequest';
import { downloadFile } from './files';

/** The school's logo (the tools screen's letterhead): uploaded, shown and removed. */
export const schoolLogoApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The body is the image itself, sent with its own type. */
    uploadLogo: build.mutation<ResponseOf<typeof uploadLogo>, File>({
      query: (file) => contractRequest(uploadLogo, { body: file }),
    }),
    deleteLogo: build.mutation<ResponseOf<typeof deleteLogo>, void>({
      query: () => contractRequest(deleteLogo),
    }),
  }),
});

/** The logo as the documents print it (an <img src> could not send the bearer token); a 404 when there is none. */
export const downloadSchoolLogo = () => downloadFile(contractRequest(downloadLogo));

export const { useUploadLogoMutation, useDeleteLogoMutation } = schoolLogoApi;

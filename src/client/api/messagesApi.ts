import type { BodyOf, QueryOf, ResponseOf } from '../../domain/contract/endpoint';
import { getThread, listMessages, markThreadRead, messageReceivers, sendMessage, unreadMessages } from '../../domain/contract/messages';
import { baseApi } from './baseApi';
import { contractRequest } from './contractRequest';

/** Messages between staff (domain/contract/messages.ts): the boxes, a thread, the unread count, sending and reading. */
export const messagesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listMessages: build.query<ResponseOf<typeof listMessages>, Partial<QueryOf<typeof listMessages>>>({
      query: (query) => contractRequest(listMessages, { query }),
      providesTags: ['Messages'],
    }),
    unreadMessages: build.query<ResponseOf<typeof unreadMessages>, void>({
      query: () => contractRequest(unreadMessages),
      providesTags: ['Messages'],
    }),
    messageReceivers: build.query<ResponseOf<typeof messageReceivers>, void>({
      query: () => contractRequest(messageReceivers),
    }),
    getThread: build.query<ResponseOf<typeof getThread>, number>({
      query: (id) => contractRequest(getThread, { params: { id } }),
      providesTags: ['Messages'],
    }),
    sendMessage: build.mutation<ResponseOf<typeof sendMessage>, BodyOf<typeof sendMessage>>({
      query: (body) => contractRequest(sendMessage, { body }),
      invalidatesTags: (result) => (result ? ['Messages'] : []),
    }),
    markThreadRead: build.mutation<ResponseOf<typeof markThreadRead>, number>({
      query: (id) => contractRequest(markThreadRead, { params: { id } }),
      invalidatesTags: (result) => (result ? ['Messages'] : []),
    }),
  }),
});

export const {
  useListMessagesQuery,
  useUnreadMessagesQuery,
  useMessageReceiversQuery,
  useGetThreadQuery,
  useSendMessageMutation,
  useMarkThreadReadMutation,
} = messagesApi;

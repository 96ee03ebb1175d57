import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import ProfilePage from '../features/profile/ProfilePage';

const MessagesPage = lazy(() => import(/* webpackChunkName: "messages" */ '../features/messages/MessagesPage'));

/**
 * The user area (`#/user/*`): the profile at its root and the messages at `messages`, each its own
 * feature. Here, in app/, because a feature never imports another.
 */
export default function UserAreaPage() {
  return (
    <Routes>
      <Route index element={<ProfilePage />} />
      <Route path="messages" element={<MessagesPage />} />
      <Route path="*" element={<ProfilePage />} />
    </Routes>
  );
}

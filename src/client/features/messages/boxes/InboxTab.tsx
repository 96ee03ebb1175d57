import { MessageBox } from './MessageBox';

export default function InboxTab() {
  return <MessageBox box="inbox" />;
}

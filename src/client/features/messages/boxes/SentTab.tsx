import { MessageBox } from './MessageBox';

export default function SentTab() {
  return <MessageBox box="sent" />;
}

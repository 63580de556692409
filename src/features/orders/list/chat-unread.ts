import { getSocket } from '@/client/socket-instance';
import { chatUnreadEvent } from '@/contract/orders-chat';
import { TOPICS } from '@/contract/socket';

/**
 * My orders' unread chat badges, live: each `user.chat` frame gives one order's new unread count
 * (a message arrived, or the user read the chat elsewhere). Loaded on demand, since the socket
 * and the contract's zod schemas are not needed for the first paint. While the socket is down
 * the list's own polling (`user.orders`) brings the counts with the rows. Returns the stop.
 */
export function watchChatUnread(onChange: (orderNo: string, unread: number) => void): () => void {
  return getSocket().subscribe(TOPICS.userChat, (data) => {
    const event = chatUnreadEvent.safeParse(data);
    if (event.success) onChange(event.data.orderNo, event.data.unread);
  });
}

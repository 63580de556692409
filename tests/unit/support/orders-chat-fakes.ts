import { atom } from 'nanostores';
import { vi } from 'vitest';
import type { SocketStatus } from '@/client/socket';
import type { ChatMessage, ChatPage } from '@/contract/orders-chat';

/**
 * The order chat's fakes: a socket the test drives and an API whose `call` goes to handlers the
 * test sets, by path. A test file mocks with them (imported inside the mock factories, so this
 * module imports nothing that is mocked):
 *   vi.mock('@/client/api', async () => (await import('./support/orders-chat-fakes')).apiModule());
 */

export const ORDER_NO = '123456789012345678';

export interface ChatFakes {
  status: ReturnType<typeof atom<SocketStatus>>;
  handlers: Map<string, Set<(data: unknown) => void>>;
  list: (query: { orderNo: string; before?: number }) => Promise<ChatPage>;
  send: (body: { clientId: string; text?: string; imageFileId?: string }) => Promise<ChatMessage>;
  read: (body: { upToId: number }) => Promise<{ unread: number }>;
  calls: { path: string; input: Record<string, unknown> }[];
}

/** Fresh fakes: every list is empty, sending throws until the test says. */
function createChatFakes(): ChatFakes {
  return {
    status: null as unknown as ChatFakes['status'],
    handlers: new Map(),
    list: async (query) => ({
      orderNo: query.orderNo,
      messages: [],
      hasMore: false,
      unread: 0,
      peerReadId: null,
      closesAt: null,
      open: true,
      now: 0,
    }),
    send: async () => {
      throw new Error('no send handler');
    },
    read: async () => ({ unread: 0 }),
    calls: [],
  };
}

/** The body of `vi.mock('@/client/socket-instance', …)`. */
export function socketModule(fakes: ChatFakes = chatFakes) {
  return {
    getSocket: () => ({
      $socketStatus: fakes.status,
      subscribe(topic: string, handler: (data: unknown) => void) {
        const set = fakes.handlers.get(topic) ?? new Set();
        set.add(handler);
        fakes.handlers.set(topic, set);
        return () => set.delete(handler);
      },
    }),
  };
}

/** The body of `vi.mock('@/client/api', …)`: calls go to the fakes' handlers by path. */
export function apiModule(fakes: ChatFakes = chatFakes) {
  return {
    api: {
      call: vi.fn(
        async (
          endpoint: { path: string },
          input: { query?: Record<string, unknown>; body?: Record<string, unknown> } = {},
        ) => {
          const args = { ...input.query, ...input.body };
          fakes.calls.push({ path: endpoint.path, input: args });
          if (endpoint.path.endsWith('/chat/list')) return fakes.list(args as never);
          if (endpoint.path.endsWith('/chat/send')) return fakes.send(args as never);
          if (endpoint.path.endsWith('/chat/read')) return fakes.read(args as never);
          throw new Error(`unexpected call ${endpoint.path}`);
        },
      ),
    },
    createUploadClient: vi.fn(),
  };
}

/** The one set of fakes of a test file (the mocks and the test share this module instance). */
export const chatFakes: ChatFakes = createChatFakes();

/** Back to fresh fakes before each test (the socket connecting, no calls). */
export function resetChatFakes() {
  Object.assign(chatFakes, createChatFakes(), { status: atom<SocketStatus>('connecting') });
  chatFakes.handlers.clear();
}

import type { ChatMessage } from '../../../shared/contracts/messenger';
import type { Events } from '../../events/events';
import type { Live } from '../../live/live';
import type { MessengerSignals } from './messenger.service';

declare module '../../events/events.types' {
  interface DomainEvents {
    /** A message was stored (its whole DTO: the live push needs nothing else). */
    'message.sent': { message: ChatMessage; memberIds: string[] };
    /** A member's read position moved forward: the other member's receipts turn to "read". */
    'messages.read': { chatId: string; userId: string; lastReadSeq: number; memberIds: string[] };
  }
}

/**
 * The messenger's signals as domain events, written in the send's or the read's
 * transaction: a rolled-back send is never announced, a committed one always is. Events of
 * one chat are one aggregate, so they arrive in order.
 */
export function messengerSignalsOn(events: Pick<Events, 'emit'>): MessengerSignals {
  return {
    messageSent: (trx, message, memberIds) =>
      events.emit(trx, {
        type: 'message.sent',
        aggregateType: 'chat',
        aggregateId: message.chatId,
        payload: { message, memberIds },
      }),
    messagesRead: (trx, read, memberIds) =>
      events.emit(trx, {
        type: 'messages.read',
        aggregateType: 'chat',
        aggregateId: read.chatId,
        payload: { ...read, memberIds },
      }),
  };
}

/**
 * Pushes each message and read to the chat's members' open tabs. At least once:
 * a redelivered event pushes the same message again, which the client keeps once (by idempotencyKey).
 */
export function registerMessengerHandlers(events: Pick<Events, 'on'>, live: Pick<Live, 'publish'>): void {
  events.on('message.sent', 'messenger.push-message', async (event) => {
    await live.publish(event.payload.memberIds, { type: 'message.new', data: event.payload.message });
  });
  events.on('messages.read', 'messenger.push-read', async (event) => {
    const { chatId, userId, lastReadSeq, memberIds } = event.payload;
    await live.publish(memberIds, { type: 'messages.read', data: { chatId, userId, lastReadSeq } });
  });
}

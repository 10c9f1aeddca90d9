// Broadcast to every bot user (docs/product.md: Screens Broadcast).
//   sendBroadcast(message) -> POST /broadcast/send body {messageText, buttonText, buttonUrl, scheduledTime}
// scheduledTime is the datetime-local value (zone-less, the business zone), or null for "now".
import type { HttpClient } from './httpClient';

export interface BroadcastMessage {
  messageText: string;
  buttonText: string | null;
  buttonUrl: string | null;
  scheduledTime: string | null;
}

export function broadcastApi(http: HttpClient) {
  return {
    async sendBroadcast(message: BroadcastMessage): Promise<unknown> {
      const { data } = await http('/broadcast/send', { method: 'POST', body: message });
      return data;
    },
  };
}

import { message, notification } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';

/**
 * Toasts and notices for code outside React (startup guard, loaders, API helpers). The shell registers
 * antd's contextual instances (App.useApp) so they follow the theme and locale; before that, and in
 * tests, the static methods are used.
 */
let bridged: { message: MessageInstance; notification: NotificationInstance } | null = null;

export function setFeedback(instances: { message: MessageInstance; notification: NotificationInstance } | null): void {
  bridged = instances;
}

export const feedback = {
  get message(): MessageInstance {
    return bridged?.message ?? message;
  },
  get notification(): NotificationInstance {
    return bridged?.notification ?? notification;
  },
};

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

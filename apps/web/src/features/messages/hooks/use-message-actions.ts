/**
 * What the player does to messages (issue 17): delete one after a confirmation, read a whole category, read one.
 * Each refreshes the lists and the unread counts (the My tab and home bell badges, the centre's tab counts).
 */
import type { MessageCategory } from '@app/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { loadOverlays } from '../../../components/load-overlays';
import { messageKeys } from '../../../api/unread-messages';
import { deleteMessage, doReadMessage, modifyReadAllMessage, refreshMessages, type Message } from '../api/messages';

export interface MessageActions {
  /** Asks first; resolves true once the server deleted it. */
  remove: (id: number) => Promise<boolean>;
  readAll: (category: MessageCategory) => Promise<boolean>;
  /** Marks an opened message read (once); the open message shows read at once. */
  read: (message: Message) => Promise<void>;
}

export function useMessageActions(): MessageActions {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return {
    remove: async (id) => {
      const { Dialog, Toast } = await loadOverlays();
      const sure = await Dialog.confirm({
        title: t('mail.deleteTitle'),
        content: t('mail.deleteContent'),
        confirmText: t('mail.delete'),
        cancelText: t('common.cancel'),
      });
      if (!sure) return false;
      const answer = await deleteMessage(id);
      // Deleted, or already gone ("record not found"): either way the lists show what the server has now.
      await refreshMessages(queryClient);
      if (answer.code !== 0) return false;
      queryClient.removeQueries({ queryKey: messageKeys.detail(id) });
      Toast.show({ icon: 'success', content: t('mail.deleted') });
      return true;
    },
    readAll: async (category) => {
      const answer = await modifyReadAllMessage(category);
      await refreshMessages(queryClient);
      if (answer.code !== 0) return false;
      const { Toast } = await loadOverlays();
      Toast.show({ icon: 'success', content: t('mail.allRead') });
      return true;
    },
    read: async (message) => {
      if (message.read) return;
      const answer = await doReadMessage(message.id);
      if (answer.code !== 0) return;
      queryClient.setQueryData<Message>(messageKeys.detail(message.id), (m) => (m ? { ...m, read: true } : m));
      await refreshMessages(queryClient);
    },
  };
}

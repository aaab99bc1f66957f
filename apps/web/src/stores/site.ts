/**
 * Site-wide settings read from the server (spec.md §3 "SMS switch, area"): kept in memory for later screens
 * (login, register, forgot password) so they need not ask again.
 */
import { create } from 'zustand';

interface SiteState {
  /** False when sys config `sms_switch` is 'off' (spec.md §3). */
  smsEnabled: boolean;
  /** Phone area code from sys config `area_code`. */
  areaCode: string;
  /** The download prompt on home was closed during this visit. */
  downloadPromptClosed: boolean;
  setSysConfig: (values: Partial<Pick<SiteState, 'smsEnabled' | 'areaCode'>>) => void;
  closeDownloadPrompt: () => void;
}

export const useSite = create<SiteState>((set) => ({
  smsEnabled: true,
  areaCode: '',
  downloadPromptClosed: false,
  setSysConfig: (values) => set(values),
  closeDownloadPrompt: () => set({ downloadPromptClosed: true }),
}));

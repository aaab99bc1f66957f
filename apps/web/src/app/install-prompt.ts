/**
 * The browser's install offer (issue 13, "Download app"). Chromium fires `beforeinstallprompt` once, early and only
 * when the app is installable; the shell keeps it here (main.tsx) so About's install card can call prompt() from a
 * tap. In the shell, so tiny: the card (pages/about/install-card.tsx) holds everything else.
 */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
}

let offer: InstallPromptEvent | null = null;

export function captureInstallPrompt(): void {
  addEventListener('beforeinstallprompt', (e) => {
    // Our own button asks, not the browser's mini-infobar.
    e.preventDefault();
    offer = e as InstallPromptEvent;
  });
  addEventListener('appinstalled', () => (offer = null));
}

/** The kept event, at most once: a prompt() call uses it up. */
export function takeInstallPrompt(): InstallPromptEvent | null {
  const taken = offer;
  offer = null;
  return taken;
}

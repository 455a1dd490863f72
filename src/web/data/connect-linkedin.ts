import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { LINKEDIN_CONNECT_ERRORS, isLinkedInConnectError, linkedinAuthResponseSchema, type LinkedInConnectError } from '@shared/schemas/linkedin';
import { api, errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { queryKeys } from './query-keys';

// Connecting LinkedIn from any screen (profile panel, dashboard reminder):
// GET /api/linkedin/auth, then LinkedIn in a 600×700 popup, or in this tab
// when popups are blocked. The callback page (/linkedin/callback) reports
// the result over a BroadcastChannel (and window.opener when LinkedIn kept
// it), then closes itself; this side then refreshes the profile.

const CHANNEL = 'postwright-linkedin';
const MESSAGE_TYPE = 'postwright:linkedin-connect';
const POPUP_NAME = 'postwright-linkedin';

export type ConnectResult = { status: 'connected'; limited: boolean } | { status: 'error'; reason: LinkedInConnectError };

/** The result the server put in the callback page's URL. */
export function parseConnectResult(params: URLSearchParams): ConnectResult {
  if (params.get('status') === 'connected') return { status: 'connected', limited: params.get('limited') === '1' };
  const reason = params.get('reason');
  return { status: 'error', reason: isLinkedInConnectError(reason) ? reason : 'linkedin_error' };
}

/** As query parameters for the profile (`?linkedin=connected|limited|<reason>`). */
export const connectResultParam = (result: ConnectResult) => (result.status === 'connected' ? (result.limited ? 'limited' : 'connected') : result.reason);

export function connectResultFromParam(value: string | null): ConnectResult | null {
  if (value === 'connected' || value === 'limited') return { status: 'connected', limited: value === 'limited' };
  return isLinkedInConnectError(value) ? { status: 'error', reason: value } : null;
}

export function connectErrorText(reason: LinkedInConnectError): string {
  return LINKEDIN_CONNECT_ERRORS[reason];
}

/** Called by the callback page: tells the tab that opened the popup. */
export function announceConnectResult(result: ConnectResult): void {
  const message = { type: MESSAGE_TYPE, result };
  if (typeof BroadcastChannel !== 'undefined') {
    const channel = new BroadcastChannel(CHANNEL);
    channel.postMessage(message);
    channel.close();
  }
  try {
    window.opener?.postMessage(message, window.location.origin);
  } catch {
    // The opener went away or belongs to another browsing context group.
  }
}

function isConnectMessage(data: unknown): data is { type: string; result: ConnectResult } {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === MESSAGE_TYPE;
}

/** Toast for a finished connection (the panel also shows errors inline). */
export function toastConnectResult(result: ConnectResult): void {
  if (result.status === 'connected') {
    toast({ title: 'LinkedIn connected', description: result.limited ? 'Limited Permissions: sign-in only, no posting.' : 'You can now publish posts to LinkedIn.' });
  } else if (result.reason !== 'cancelled') {
    toast({ variant: 'destructive', title: 'LinkedIn connection failed', description: connectErrorText(result.reason) });
  }
}

function openPopup(): Window | null {
  const width = 600;
  const height = 700;
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - height) / 2));
  const popup = window.open('about:blank', POPUP_NAME, `popup=yes,width=${width},height=${height},left=${left},top=${top}`);
  if (popup) {
    // Something to look at while we ask the server for LinkedIn's address.
    popup.document.title = 'Connecting to LinkedIn…';
    popup.document.body.textContent = 'Connecting to LinkedIn…';
    popup.document.body.style.cssText = 'font: 15px system-ui, sans-serif; display: grid; place-items: center; height: 100vh; margin: 0; color: #555';
  }
  return popup;
}

/**
 * Starts the connection (must run in a click handler, so the popup is
 * allowed) and follows it until the popup reports back or is closed.
 */
export type ConnectInterruption = 'blocked' | 'closed';

/**
 * `askWhenBlocked`: the screen shows `interruption` (the LinkedIn window was blocked, or closed before it
 * answered) with a way to try again, and a blocked window goes on in this tab only when the user asks
 * (`continueInTab`). Without it, a blocked window sends this tab to LinkedIn at once.
 */
export function useLinkedInConnect(options: { onResult?: (result: ConnectResult) => void; askWhenBlocked?: boolean } = {}) {
  const queryClient = useQueryClient();
  const askWhenBlocked = options.askWhenBlocked === true;
  const [interruption, setInterruption] = useState<ConnectInterruption | null>(null);
  const blockedUrl = useRef<string | null>(null);
  const [isWaiting, setIsWaiting] = useState(false);
  const [isListening, setIsListening] = useState(false);
  const [isStarting, setIsStarting] = useState(false);
  const popupRef = useRef<Window | null>(null);
  const onResult = useRef(options.onResult);
  useEffect(() => {
    onResult.current = options.onResult;
  });

  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.currentUser });
    void queryClient.invalidateQueries({ queryKey: queryKeys.linkedinStatus });
  }, [queryClient]);

  // The popup's answer, until it comes or this screen goes: LinkedIn's pages may sever the popup
  // from this tab (Cross-Origin-Opener-Policy), after which it looks closed while still open.
  useEffect(() => {
    if (!isListening) return;
    const finish = (result: ConnectResult) => {
      setIsListening(false);
      setInterruption(null);
      setIsWaiting(false);
      popupRef.current = null;
      refresh();
      toastConnectResult(result);
      onResult.current?.(result);
    };
    const channel = typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel(CHANNEL) : null;
    const onChannel = (event: MessageEvent) => {
      if (isConnectMessage(event.data)) finish(event.data.result);
    };
    const onWindowMessage = (event: MessageEvent) => {
      if (event.origin === window.location.origin && isConnectMessage(event.data)) finish(event.data.result);
    };
    channel?.addEventListener('message', onChannel);
    window.addEventListener('message', onWindowMessage);
    return () => {
      channel?.close();
      window.removeEventListener('message', onWindowMessage);
    };
  }, [isListening, refresh]);

  // Closed (or severed) without a word: the buttons come back, and the profile is re-read in case it finished.
  useEffect(() => {
    if (!isWaiting) return;
    const timer = window.setInterval(() => {
      if (!popupRef.current?.closed) return;
      setIsWaiting(false);
      popupRef.current = null;
      refresh();
      // A result may still be on its way over the channel; `finish` clears this when it comes.
      setInterruption('closed');
    }, 500);
    return () => window.clearInterval(timer);
  }, [isWaiting, refresh]);

  const connect = useCallback(async (limited = false) => {
    const popup = openPopup();
    setInterruption(null);
    blockedUrl.current = null;
    setIsStarting(true);
    try {
      const body = await api.get<unknown>(`/api/linkedin/auth?limited=${limited}&popup=${popup !== null}`);
      const { authUrl } = linkedinAuthResponseSchema.parse(body);
      if (!popup) {
        // Popups blocked: the whole tab goes to LinkedIn and comes back to the profile (when the screen asks first, on request).
        if (askWhenBlocked) {
          blockedUrl.current = authUrl;
          setInterruption('blocked');
        } else window.location.assign(authUrl);
        return;
      }
      if (popup.closed) return;
      popup.location.href = authUrl;
      popup.focus();
      popupRef.current = popup;
      setIsWaiting(true);
      setIsListening(true);
    } catch (error) {
      popup?.close();
      toast({ variant: 'destructive', title: 'Failed to initiate LinkedIn connection', description: errorMessage(error, 'Please try again.') });
    } finally {
      setIsStarting(false);
    }
  }, [askWhenBlocked]);

  const focusPopup = useCallback(() => popupRef.current?.focus(), []);
  const continueInTab = useCallback(() => {
    if (blockedUrl.current) window.location.assign(blockedUrl.current);
  }, []);
  const dismissInterruption = useCallback(() => setInterruption(null), []);

  return { connect, isStarting, isWaiting, focusPopup, interruption, continueInTab, dismissInterruption };
}

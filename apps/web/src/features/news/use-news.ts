import type { NewsResponse } from '@reviewsentry/contracts';
import { useEffect, useState } from 'react';
import { getNews } from './api/get-news';

/** The spec holds the loading state for one second after the request settles, success or failure. */
export const NEWS_LOADING_HOLD_MS = 1000;

export type NewsState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; news: NewsResponse };

export function useNews(): NewsState {
  const [state, setState] = useState<NewsState>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;

    void getNews(controller.signal).then((outcome) => {
      if (cancelled) return;
      timer = setTimeout(() => {
        setState(outcome.ok ? { status: 'ready', news: outcome.news } : { status: 'error' });
      }, NEWS_LOADING_HOLD_MS);
    });

    return () => {
      cancelled = true;
      controller.abort();
      clearTimeout(timer);
    };
  }, []);

  return state;
}

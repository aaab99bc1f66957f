/**
 * Home (spec.md §2 "Home"): site title, message bell (message-bell.tsx) and language switch, slogan, download prompt, banners, notice marquee,
 * login/register prompt for guests or the member's balance strip (member-strip.tsx), quick icons (deposit, transfer, withdraw, VIP) and the six lobby categories (features/lobby/home-games).
 * Every server read degrades to an empty section when the call fails (the server may be unreachable).
 */
import { useQueryClient } from '@tanstack/react-query';
import { Button, NoticeBar } from 'antd-mobile';
import {
  BankcardOutline,
  CloseOutline,
  CollectMoneyOutline,
  DownlandOutline,
  LoopOutline,
  SoundOutline,
  StarFill,
} from 'antd-mobile-icons';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrandName } from '../../app/brand';
import { PageNavBar } from '../../app/nav-bar';
import { PATHS, type RouteName } from '../../app/paths';
import { go } from '../../app/navigation';
import { openLink, useOpen } from '../../app/use-open';
import { useNotices, useSlides, useSysConfigValue, useWebsiteInfo, type Slide } from '../../api/guest-index';
import { assetUrl } from '../../api/request';
import { LangSwitch } from '../../components/lang-switch';
import { HomeGames } from '../../features/lobby/home-games';
import { useSession } from '../../stores/session';
import { useSite } from '../../stores/site';
import { getItem, removeItem } from '../../storage';
import { Carousel } from './carousel';
import { MessageBell } from './message-bell';
import './index.css';

function BrandMark(): ReactNode {
  return (
    <svg className="brand-mark" viewBox="0 0 32 32" aria-hidden="true">
      <defs>
        <linearGradient id="brand-mark-fill" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#2f54eb" />
          <stop offset="1" stopColor="#5b3cc4" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill="url(#brand-mark-fill)" />
      <path d="M16 6l2.6 6.2 6.4.5-4.9 4.2 1.5 6.4L16 19.9l-5.6 3.4 1.5-6.4L7 12.7l6.4-.5z" fill="#f5b82e" />
    </svg>
  );
}

function DownloadPrompt({ url }: { url: string }): ReactNode {
  const { t } = useTranslation();
  const closed = useSite((s) => s.downloadPromptClosed);
  const close = useSite((s) => s.closeDownloadPrompt);
  if (closed) return null;
  return (
    <div className="download-prompt" data-testid="download-prompt">
      <DownlandOutline className="download-icon" />
      <div className="download-text">
        <strong>{t('home.download.title')}</strong>
        <span>{t('home.download.desc')}</span>
      </div>
      <button type="button" className="download-action" onClick={() => openLink(url)}>
        {t('home.download.action')}
      </button>
      <button type="button" className="download-close" onClick={close} aria-label={t('home.download.close')}>
        <CloseOutline />
      </button>
    </div>
  );
}

function Banners({ slides }: { slides: Slide[] }): ReactNode {
  const { t } = useTranslation();
  if (slides.length === 0) return null;
  return (
    <Carousel className="banners" label={t('home.banners')} data-testid="banners">
      {slides.map((slide, i) => (
        <button key={slide.id} type="button" className="banner" onClick={() => slide.link && openLink(slide.link)}>
          {/* The first banner is part of the first screen; the others load as they come near the view. */}
          <img
            src={assetUrl(slide.image)}
            alt={slide.title}
            draggable={false}
            loading={i === 0 ? 'eager' : 'lazy'}
            // The first banner is home's largest picture (Lighthouse's LCP element): ask for it first.
            fetchPriority={i === 0 ? 'high' : 'auto'}
          />
        </button>
      ))}
    </Carousel>
  );
}

/** The member's balance strip is its own chunk (pages/index/member-strip.tsx): guests never download it. */
const loadMemberStrip = () => import('./member-strip');
const MemberStrip = lazy(loadMemberStrip);

function GuestCard(): ReactNode {
  const { t } = useTranslation();
  return (
    <section className="card guest-card" data-testid="guest-card">
      <div>
        <h2>{t('home.guest.title')}</h2>
        <p>{t('home.guest.desc')}</p>
      </div>
      <div className="guest-actions">
        <Button color="primary" fill="outline" shape="rounded" size="small" onClick={() => go(`${PATHS.login}?tab=register`)} data-testid="guest-register">
          {t('home.guest.register')}
        </Button>
        <Button color="primary" shape="rounded" size="small" onClick={() => go(PATHS.login)} data-testid="guest-login">
          {t('home.guest.login')}
        </Button>
      </div>
    </section>
  );
}

interface QuickItem {
  route: RouteName;
  labelKey: string;
  icon: ReactNode;
  tone: string;
  testId: string;
}

// Deposit, transfer and withdraw are member routes (guest modal via useOpen); VIP privileges are public.
const QUICK: readonly QuickItem[] = [
  { route: 'myDeposit', labelKey: 'home.quick.deposit', icon: <CollectMoneyOutline />, tone: 'blue', testId: 'quick-deposit' },
  { route: 'transfer', labelKey: 'home.quick.transfer', icon: <LoopOutline />, tone: 'green', testId: 'quick-transfer' },
  { route: 'withDraw', labelKey: 'home.quick.withdraw', icon: <BankcardOutline />, tone: 'orange', testId: 'quick-withdraw' },
  { route: 'vipPrivilege', labelKey: 'home.quick.vip', icon: <StarFill />, tone: 'gold', testId: 'quick-vip' },
];

function QuickIcons(): ReactNode {
  const { t } = useTranslation();
  const open = useOpen();
  return (
    <nav className="card quick-icons">
      {QUICK.map((item) => (
        <button key={item.route} type="button" className="quick-item" onClick={() => open(item.route)} data-testid={item.testId}>
          <span className={`quick-icon tone-${item.tone}`}>{item.icon}</span>
          <span className="quick-label">{t(item.labelKey)}</span>
        </button>
      ))}
    </nav>
  );
}

/** Reads the SMS switch and area code once for the login screens (spec.md §3). */
function useSysConfig(): void {
  const setSysConfig = useSite((s) => s.setSysConfig);
  const { data: smsSwitch } = useSysConfigValue('sms_switch');
  const { data: areaCode } = useSysConfigValue('area_code');
  useEffect(() => {
    if (smsSwitch !== undefined) setSysConfig({ smsEnabled: smsSwitch !== 'off' });
    if (areaCode !== undefined && areaCode !== null) setSysConfig({ areaCode });
  }, [smsSwitch, areaCode, setSysConfig]);
}

/** spec.md §3 `refreshLang`: right after a language change, refetch home's data once, then clear the flag. */
function useRefreshAfterLanguageChange(): void {
  const queryClient = useQueryClient();
  const [flag] = useState(() => getItem('refreshLang') === '1');
  useEffect(() => {
    if (!flag) return;
    removeItem('refreshLang');
    void queryClient.invalidateQueries();
  }, [flag, queryClient]);
}

/** Longest wait for the public content before the home body shows anyway (a slow or absent API). */
const BODY_WAIT_MS = 1500;

/** True once every query has answered or failed once (retries do not hold the body back), or after BODY_WAIT_MS. */
function useSettledOrLate(queries: readonly { isPending: boolean; failureCount: number }[]): boolean {
  const settled = queries.every((q) => !q.isPending || q.failureCount > 0);
  const [late, setLate] = useState(false);
  useEffect(() => {
    if (settled) return;
    const timer = setTimeout(() => setLate(true), BODY_WAIT_MS);
    return () => clearTimeout(timer);
  }, [settled]);
  return settled || late;
}

export default function Home(): ReactNode {
  const { t } = useTranslation();
  const token = useSession((s) => s.token);
  const infoQuery = useWebsiteInfo();
  const slidesQuery = useSlides();
  const noticesQuery = useNotices();
  const info = infoQuery.data;
  const slides = slidesQuery.data ?? [];
  const notices = noticesQuery.data ?? [];
  const bodyReady = useSettledOrLate([infoQuery, slidesQuery, noticesQuery]);
  useSysConfig();
  useRefreshAfterLanguageChange();
  // With a session, fetch the strip's chunk alongside the public content rather than once the body shows.
  if (token) void loadMemberStrip();

  const title = useBrandName();
  // The square site icon fits the nav bar; the wide logo is for larger layouts.
  const logo = info?.icon;
  // The marquee scrolls each notice's text, led by its title (spec.md §2 "notice marquee").
  const marquee = notices.map((n) => (n.title ? `【${n.title}】${n.content}` : n.content)).filter(Boolean).join('　　');

  return (
    <div className="home">
      <PageNavBar
        left={logo ? <img className="brand-logo" src={assetUrl(logo)} alt="" /> : <BrandMark />}
        title={title}
        right={
          <div className="home-nav-actions">
            <MessageBell />
            <LangSwitch />
          </div>
        }
      />
      <header className="hero">
        <p className="slogan" data-testid="slogan">{t('app.slogan')}</p>
        <p className="tagline">{t('app.tagline')}</p>
      </header>
      {/* The body appears once its banners, notices and prompt are known, so nothing already on screen
          moves when they arrive (no layout shift); a slow answer stops holding it back after BODY_WAIT_MS. */}
      {bodyReady ? (
        <div className="home-body overlap-body">
          {info?.downloadUrl ? <DownloadPrompt url={info.downloadUrl} /> : null}
          <Banners slides={slides} />
          {marquee ? (
            <NoticeBar className="notice" content={marquee} icon={<SoundOutline />} color="info" data-testid="notice-bar" />
          ) : null}
          {token ? (
            // The fallback is the strip's empty box, so the sections below do not move when it arrives.
            <Suspense fallback={<section className="card member-strip" aria-hidden="true" />}>
              <MemberStrip />
            </Suspense>
          ) : (
            <GuestCard />
          )}
          <QuickIcons />
          <HomeGames />
          {info?.copyright ? <footer className="copyright">{info.copyright}</footer> : null}
        </div>
      ) : null}
    </div>
  );
}

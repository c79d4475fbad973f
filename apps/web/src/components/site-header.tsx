import { useEffect, useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { HEADER_NAV } from '../app/navigation';
import { GITHUB_REPO_URL, SITE_NAME } from '../config/site';
import { ExternalLink } from './external-link';
import { CloseIcon, GithubIcon, MenuIcon, ShieldCheckIcon } from './icons';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 text-sm font-semibold tracking-wide ${
    isActive
      ? 'bg-indigo-50 text-indigo-800'
      : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
  }`;

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const { pathname } = useLocation();

  // A page change closes the mobile menu (state is adjusted during render, as React recommends).
  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    setLastPath(pathname);
    setMenuOpen(false);
  }

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3 sm:px-6">
        <Link
          to="/"
          className="flex items-center gap-2 rounded-md text-lg font-bold text-slate-900"
        >
          <ShieldCheckIcon className="h-7 w-7 text-indigo-700" />
          <span>{SITE_NAME}</span>
        </Link>

        <div className="flex items-center gap-2 lg:order-last">
          <ExternalLink
            href={GITHUB_REPO_URL}
            className="inline-flex items-center gap-2 rounded-lg bg-slate-900 px-3 py-2 text-sm font-semibold text-white hover:bg-slate-700"
          >
            <GithubIcon className="h-5 w-5" />
            <span className="sr-only sm:not-sr-only">GitHub</span>
          </ExternalLink>
          <button
            type="button"
            className="inline-flex items-center justify-center rounded-lg border border-slate-300 p-2 text-slate-800 lg:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <CloseIcon className="h-5 w-5" /> : <MenuIcon className="h-5 w-5" />}
            <span className="sr-only">Menu</span>
          </button>
        </div>

        <nav
          id={menuId}
          aria-label="Main"
          className={`${menuOpen ? 'block' : 'hidden'} absolute inset-x-0 top-full border-b border-slate-200 bg-white px-4 pb-4 shadow-md lg:static lg:block lg:border-0 lg:p-0 lg:shadow-none`}
        >
          <ul className="flex flex-col gap-1 lg:flex-row lg:items-center">
            {HEADER_NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end className={navLinkClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}

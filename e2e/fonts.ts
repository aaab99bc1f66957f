import { execFileSync } from 'node:child_process';

/**
 * The fonts the screenshots and layout checks assume (README "Tests"), each with the Debian package that brings it
 * (.ci/run installs them). The player app names no CJK or Thai font a Linux machine has, so Chromium takes what
 * fontconfig prefers: Noto Sans CJK (Android's CJK font) when fonts-noto-cjk is installed, WenQuanYi Micro Hei
 * otherwise — the layout checks of Chinese text are run in each (issue 22).
 */
export const CJK_FONTS = ['Noto Sans CJK SC', 'WenQuanYi Micro Hei'] as const;

const REQUIRED: { family: string; lang: string; pkg: string }[] = [
  { family: 'Noto Sans CJK SC', lang: 'zh-cn', pkg: 'fonts-noto-cjk' },
  { family: 'WenQuanYi Micro Hei', lang: 'zh-cn', pkg: 'fonts-wqy-microhei' },
  { family: 'Loma', lang: 'th', pkg: 'fonts-thai-tlwg' },
  { family: 'DejaVu Sans', lang: 'en', pkg: 'fonts-dejavu-core' },
  { family: 'Liberation Sans', lang: 'en', pkg: 'fonts-liberation' },
];

/** The required fonts fontconfig does not know, as "family (package)"; every one of them when fc-list is missing. */
export function missingFonts(): string[] {
  let known: string;
  try {
    known = execFileSync('fc-list', ['--format', '%{family}\n'], { encoding: 'utf8' });
  } catch {
    known = '';
  }
  const families = new Set(known.split('\n').flatMap((line) => line.split(',')).map((f) => f.trim()));
  return REQUIRED.filter((f) => !families.has(f.family)).map((f) => `${f.family} (${f.pkg})`);
}

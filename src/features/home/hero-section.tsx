import { preload } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { SmartLink } from '@/components/ui/smart-link';
import { useImage } from '@/hooks/use-image';
import { paths, SECTION_IDS } from '@/config/paths';
import { site } from '@/config/site';
import { useLocale } from '@/lib/locale/use-locale';
import { IMAGE_FORMATS, IMAGE_MIME_TYPES } from '@/lib/assets/asset-manifest';
import type { ResolvedImage } from '@/lib/assets/assets';
import { HeroAnimation } from './decor/hero-animation';
import styles from './hero-section.module.css';

/** Art direction: phones (below the 768 px breakpoint of the layout) get the portrait background. */
export const HERO_MOBILE_MEDIA = '(max-width: 767px)';
export const HERO_DESKTOP_MEDIA = '(min-width: 768px)';

/**
 * The background's rendered widths (`sizes`). It covers the whole section (`object-fit: cover`,
 * hero-section.module.css), so where the section is taller than the image's aspect ratio it is
 * scaled to the section's height and drawn wider than the viewport. Phones: the section is 850 to
 * 890 px tall, so the 750 × 1200 portrait is about 550 px wide until the viewport is wider.
 * Tablets: the section is 645 px tall at 768, so the 16:9 landscape is about 1150 px wide; from
 * 1000 px on, the viewport's width decides (528 px tall at 1000, 645 at 1440).
 */
export const HERO_MOBILE_SIZES = '(max-width: 560px) 560px, 100vw';
export const HERO_DESKTOP_SIZES = '(max-width: 999px) 1150px, 100vw';

/**
 * Asks for the background before the style sheet and scripts are in (React 19 `preload`,
 * https://react.dev/reference/react-dom/preload; prerendering writes it as
 * `<link rel="preload" as="image" imagesrcset imagesizes media>` in `<head>`), only for `media`, so a
 * phone never fetches the landscape image. Only the best format is named, with its `type`: a
 * browser that cannot decode it skips the preload (HTML, "link type preload") and finds its format
 * through the `<picture>`, where naming every format would download each one.
 */
function preloadBackground(image: ResolvedImage, sizes: string, media: string | undefined): void {
  const format = IMAGE_FORMATS.find((candidate) => image.srcSet[candidate]);
  const options = { as: 'image', media, fetchPriority: 'high' } as const;
  if (!format) {
    preload(image.src, options);
    return;
  }
  preload(image.src, {
    ...options,
    imageSrcSet: image.srcSet[format],
    imageSizes: sizes,
    type: IMAGE_MIME_TYPES[format],
  });
}

/** One `<source>` per variant format of `image` (its original when it has none), for `media`. */
function BackgroundSources({ image, sizes, media }: { image: ResolvedImage; sizes: string; media?: string }) {
  const size = { width: image.width, height: image.height };
  const formats = IMAGE_FORMATS.filter((format) => image.srcSet[format]);
  if (formats.length === 0) return <source media={media} srcSet={image.src} {...size} />;
  return formats.map((format) => (
    <source
      key={format}
      media={media}
      type={IMAGE_MIME_TYPES[format]}
      srcSet={image.srcSet[format]}
      sizes={sizes}
      {...size}
    />
  ));
}

/** Home hero: a welcome title, the new-Web3-journey description, two calls to action and the network animation. */
export function HeroSection() {
  const { t } = useTranslation();
  const locale = useLocale();
  const background = useImage('home-bg');
  const mobileBackground = useImage('home-bg-mobile');
  if (mobileBackground) preloadBackground(mobileBackground, HERO_MOBILE_SIZES, HERO_MOBILE_MEDIA);
  if (background) preloadBackground(background, HERO_DESKTOP_SIZES, mobileBackground ? HERO_DESKTOP_MEDIA : undefined);
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      {/* Above the fold: eager (the default) and first in line. The first <source> whose media and
          type match wins (HTML, "the picture element"); the <img> draws it. */}
      <picture className={styles.background}>
        {mobileBackground ? (
          <BackgroundSources image={mobileBackground} sizes={HERO_MOBILE_SIZES} media={HERO_MOBILE_MEDIA} />
        ) : null}
        {background ? <BackgroundSources image={background} sizes={HERO_DESKTOP_SIZES} /> : null}
        {background ? (
          <img
            src={background.src}
            alt=""
            width={background.width}
            height={background.height}
            fetchPriority="high"
            decoding="async"
          />
        ) : null}
      </picture>
      <div className={styles.overlay} />
      <div className={`container ${styles.inner}`}>
        <div className={styles.copy}>
          <p className={styles.eyebrow}>{t('hero.eyebrow', { code: site.stockCode })}</p>
          <h1 id="hero-title" className={styles.title}>
            {t('hero.title', { group: site.groupShortName[locale] })}
          </h1>
          <p className={styles.description}>{t('hero.description', { partner: site.partnerNetworkName[locale] })}</p>
          <div className={styles.actions}>
            <SmartLink href={paths.section(SECTION_IDS.ecosystem)} className="button button-primary">
              {t('hero.primaryAction')}
            </SmartLink>
            <SmartLink href={paths.section(SECTION_IDS.investorRelations)} className="button button-secondary">
              {t('hero.secondaryAction')}
            </SmartLink>
          </div>
        </div>
        <div className={styles.art}>
          <HeroAnimation />
        </div>
      </div>
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { Picture } from '@/components/ui/picture';
import { SECTION_IDS } from '@/config/paths';
import type { TeamMember } from '@/content/about/team';
import styles from './team-section.module.css';
import { HomeSection } from './home-section';

/**
 * Rendered width of a portrait (team-section.module.css, global.css `.container`): 96 px beside
 * the text below 560; above, the card's width less its 1 px borders in a grid of two columns
 * (20 px gap; gutters 20 px, then 32 px from 768) and from 1000 three; from 1200 the 1440
 * design's 381 px column less borders, scaled below 1440.
 */
const PORTRAIT_SIZES =
  '(min-width: 1440px) 379px, (min-width: 1200px) 26.3vw, (min-width: 1000px) calc(33.3vw - 37px), ' +
  '(min-width: 768px) calc(50vw - 44px), (min-width: 560px) calc(50vw - 32px), 96px';

/** The team: the doctors behind the group's healthcare work, with portraits. */
export function TeamSection({ members }: { members: readonly TeamMember[] }) {
  const { t } = useTranslation();
  return (
    <HomeSection id={SECTION_IDS.team} name="team" title={t('team.title')} lead={t('team.lead')} alt>
      <ul className={styles.grid}>
        {members.map((member) => (
          <li key={member.id} className={`card ${styles.member}`}>
            <Picture
              name={member.image}
              alt={t('team.portraitAlt', { name: member.name })}
              width={480}
              height={600}
              sizes={PORTRAIT_SIZES}
              className={styles.portrait}
            />
            <div className={styles.body}>
              <h3 className={styles.name}>{member.name}</h3>
              <p className={styles.role}>{member.role}</p>
              {member.credentials ? <p className={styles.credentials}>{member.credentials}</p> : null}
              <p className={styles.bio}>{member.bio}</p>
            </div>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}

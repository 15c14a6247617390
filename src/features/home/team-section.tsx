import { useTranslation } from 'react-i18next';
import { Picture } from '@/components/ui/picture';
import { SECTION_IDS } from '@/config/paths';
import type { TeamMember } from '@/lib/content-schemas';
import styles from './team-section.module.css';

/** The team: the doctors behind the group's healthcare work, with portraits. */
export function TeamSection({ members }: { members: readonly TeamMember[] }) {
  const { t } = useTranslation();
  return (
    <section id={SECTION_IDS.team} className="section section-alt" aria-labelledby="team-title">
      <div className="container">
        <h2 id="team-title" className="section-title">
          {t('team.title')}
        </h2>
        <p className="section-lead">{t('team.lead')}</p>
        <ul className={styles.grid}>
          {members.map((member) => (
                <li key={member.id} className={`card ${styles.member}`}>
                  <Picture
                    name={member.image}
                    alt={t('team.portraitAlt', { name: member.name })}
                    width={480}
                    height={600}
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
      </div>
    </section>
  );
}

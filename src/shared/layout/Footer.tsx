import { Anchor } from '@mantine/core'
import { IconHeartFilled } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { FooterType } from './customizer.store'
import classes from './ShellLayout.module.css'

export interface FooterLink {
  label: string
  to: string
}

interface FooterProps {
  type: FooterType
  boxed: boolean
  links?: readonly FooterLink[]
}

export function Footer({ type, boxed, links = [] }: FooterProps) {
  const { t } = useTranslation()
  if (type === 'hidden') return null
  return (
    <footer className={classes.footer} data-type={type} data-testid="footer">
      <div className={`${classes.boxed} ${classes.footerInner}`} data-boxed={boxed || undefined}>
        <span>
          © 2026 Corredor · {t('shell.footer.madeWith')}{' '}
          <IconHeartFilled
            size={13}
            color="var(--mantine-color-red-6)"
            aria-label={t('shell.footer.love')}
            style={{ verticalAlign: '-2px' }}
          />{' '}
          {t('shell.footer.forAgencies')}
        </span>
        {links.length > 0 && (
          <nav className={classes.footerLinks} aria-label={t('shell.footer.label')}>
            {links.map((link) => (
              <Anchor key={link.to} component={Link} to={link.to} c="dimmed" fz="sm">
                {link.label}
              </Anchor>
            ))}
          </nav>
        )}
      </div>
    </footer>
  )
}

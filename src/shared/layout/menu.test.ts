import { describe, expect, it } from 'vitest'
import type { AppManifest } from '@/shared/contract/manifest'
import { activeLinkFor, buildMenu, isActiveLink, menuLinks } from './menu'

const manifests: AppManifest[] = [
  {
    id: 'settings',
    title: 'Settings',
    section: 'pages',
    icon: 'IconSettings',
    pages: [
      {
        id: 1,
        target: 'settings',
        title: 'Settings',
        icon: 'IconDatabase',
        link: '/settings',
        ability: ['manage', 'Settings'],
      },
    ],
  },
  {
    id: 'email',
    title: 'Email',
    section: 'apps',
    icon: 'IconMail',
    pages: [
      { id: 10, target: 'email', title: 'Inbox', icon: 'IconMail', link: '/apps/email' },
      { id: 11, target: 'email-sent', title: 'Sent', icon: 'IconSend', link: '/apps/email/sent' },
      { id: 12, target: 'login', title: 'Login', icon: 'IconLogin', link: '/login', inMenu: false },
    ],
  },
  {
    id: 'acl',
    title: 'Access Control',
    section: 'apps',
    icon: 'IconShieldCheck',
    pages: [
      {
        id: 2,
        target: 'acl',
        title: 'Access Control',
        icon: 'IconShieldCheck',
        link: '/access-control',
        ability: ['read', 'ACL'],
      },
    ],
  },
  {
    id: 'dash',
    title: 'Dashboards',
    section: 'dashboards',
    icon: 'IconSmartHome',
    pages: [
      {
        id: 20,
        target: 'hidden',
        title: 'Hidden',
        icon: 'IconSmartHome',
        link: '/x',
        inMenu: false,
      },
    ],
  },
]

const admin = () => true
const client = (action: string, subject: string) => action === 'read' && subject === 'ACL'

describe('buildMenu', () => {
  it('orders sections by the fixed section order and drops empty ones', () => {
    expect(buildMenu(manifests, admin).map((node) => node.section)).toEqual(['apps', 'pages'])
  })

  it('makes an app with several visible pages a group, and a one-page app a link', () => {
    const [apps] = buildMenu(manifests, admin)
    expect(apps?.items.map((item) => [item.kind, item.title])).toEqual([
      ['group', 'Email'],
      ['link', 'Access Control'],
    ])
    const email = apps?.items[0]
    expect(email?.kind === 'group' && email.children.map((child) => child.link)).toEqual([
      '/apps/email',
      '/apps/email/sent',
    ])
  })

  it('hides pages whose ability the user lacks', () => {
    const menu = buildMenu(manifests, client)
    expect(menu.map((node) => node.section)).toEqual(['apps'])
    expect(menuLinks(menu[0]?.items ?? []).map((entry) => entry.link)).toEqual([
      '/apps/email',
      '/apps/email/sent',
      '/access-control',
    ])
  })

  it('leaves out pages marked inMenu: false', () => {
    const links = buildMenu(manifests, admin).flatMap((node) => menuLinks(node.items))
    expect(links.map((entry) => entry.link)).not.toContain('/login')
    expect(links.map((entry) => entry.link)).not.toContain('/x')
  })
})

describe('active links', () => {
  it('matches a link and its sub-paths, but not a mere prefix', () => {
    expect(isActiveLink('/apps/email', '/apps/email')).toBe(true)
    expect(isActiveLink('/apps/email', '/apps/email/sent')).toBe(true)
    expect(isActiveLink('/apps/email', '/apps/emailer')).toBe(false)
    expect(isActiveLink('/', '/settings')).toBe(false)
  })

  it('prefers the most specific link', () => {
    const links = buildMenu(manifests, admin).flatMap((node) => menuLinks(node.items))
    expect(activeLinkFor(links, '/apps/email/sent')?.title).toBe('Sent')
    expect(activeLinkFor(links, '/apps/email/label/work')?.title).toBe('Inbox')
    expect(activeLinkFor(links, '/nowhere')).toBeUndefined()
  })
})

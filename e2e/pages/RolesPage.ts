import { expect, type Locator, type Page } from '@playwright/test'
import { transitionsEnded } from '../support/motion'

/** Roles (/apps/roles) and its matrix modal, and the permissions table (/apps/permissions). */
export class RolesPage {
  readonly modal: Locator
  readonly permissionsTable: Locator

  constructor(readonly page: Page) {
    this.modal = page.getByRole('dialog', { name: /role$/ })
    this.permissionsTable = page.getByRole('table', { name: 'Permissions' })
  }

  static readonly path = '/apps/roles'
  static readonly permissionsPath = '/apps/permissions'

  card(role: string): Locator {
    return this.page.getByTestId(`role-card-${role}`)
  }

  async expectOpen(): Promise<void> {
    await expect(this.card('administrator')).toBeVisible()
  }

  async edit(roleLabel: string): Promise<void> {
    await this.page.getByRole('button', { name: `Edit ${roleLabel}` }).click()
    await expect(this.modal.getByTestId('role-matrix')).toBeVisible()
    await transitionsEnded(this.page)
  }

  flag(flag: 'Read' | 'Write' | 'Create', permission: string): Locator {
    return this.modal.getByRole('checkbox', { name: `${flag}: ${permission}` })
  }

  /** The permissions table's row for a permission. */
  permissionRow(name: string): Locator {
    return this.permissionsTable.locator('tbody tr').filter({ hasText: name })
  }
}

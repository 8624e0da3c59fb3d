import type { ReactNode } from 'react'
import { Download } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { User } from '@forkcast/contract/users.schemas'
import { buttonVariants } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { ACCOUNT_EXPORT_URL } from '@/features/account/api/account'
import { ChangeEmailForm } from '@/features/account/components/change-email-form'
import { ChangePasswordForm } from '@/features/account/components/change-password-form'
import { DeleteAccountSection } from '@/features/account/components/delete-account-section'
import { DevicesList } from '@/features/account/components/devices-list'
import { PasskeysSection } from '@/features/account/components/passkeys-section'
import { ApiTokensSection } from '@/features/api-tokens/components/api-tokens-section'
import { BackupSection } from '@/features/backup/components/backup-section'
import { useGroups } from '@/features/groups/api/get-groups'
import { useSubscriptionInfo } from '@/features/subscriptions/api/get-subscription-info'
import { PageLayout } from '../page-layout'

const Section = ({ title, children, id }: { title: string; children: ReactNode; id: string }) => (
  <Card className="p-5 sm:p-6" aria-labelledby={id} role="region">
    <h2 id={id} className="mb-4 text-lg font-semibold">
      {title}
    </h2>
    {children}
  </Card>
)

// Backups compose two features: the groups the person owns, and whether they are an administrator.
const HouseholdBackups = () => {
  const groups = useGroups()
  const info = useSubscriptionInfo()
  return (
    <BackupSection
      ownedGroups={groups.data?.filter((group) => group.isOwner)}
      isAdmin={info.data?.canManageBeta ?? false}
      hasLoadError={groups.isError}
    />
  )
}

/** Account & security: password, email, devices, export and deletion. */
export const AccountPage = ({ user }: { user: User }) => {
  const { t } = useTranslation('app')
  return (
    <PageLayout>
      <title>{t('shared.pageTitle', { page: t('account.title') })}</title>
      <div className="mx-auto flex max-w-2xl flex-col gap-6">
        <header>
          <h1 className="text-2xl font-bold tracking-tight">{t('account.title')}</h1>
          <p className="mt-1 text-stone-600">{t('account.intro')}</p>
        </header>
        <Section title={t('account.sections.password')} id="account-password">
          <ChangePasswordForm />
        </Section>
        <Section title={t('account.sections.passkeys')} id="account-passkeys">
          <PasskeysSection />
        </Section>
        <Section title={t('account.sections.email')} id="account-email">
          <ChangeEmailForm currentEmail={user.email} />
        </Section>
        <Section title={t('account.sections.devices')} id="account-devices">
          <DevicesList />
        </Section>
        <Section title={t('account.sections.apiTokens')} id="account-api-tokens">
          <ApiTokensSection />
        </Section>
        <Section title={t('account.sections.data')} id="account-data">
          <p className="mb-3 text-sm text-stone-600">{t('account.dataText')}</p>
          <a href={ACCOUNT_EXPORT_URL} download className={buttonVariants({ variant: 'secondary' })}>
            <Download aria-hidden /> {t('account.export')}
          </a>
        </Section>
        <Section title={t('account.sections.backup')} id="account-backup">
          <HouseholdBackups />
        </Section>
        <Section title={t('account.sections.delete')} id="account-delete">
          <DeleteAccountSection />
        </Section>
      </div>
    </PageLayout>
  )
}

import { ArrowLeft } from 'lucide-react'
import { Tabs } from 'radix-ui'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { buttonVariants } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { AppExportImporter } from '@/features/imports/components/app-export-importer'
import { BulkUploader } from '@/features/imports/components/bulk-uploader'
import { PageLayout } from '../page-layout'

const SOURCES = ['file', 'app'] as const
type Source = (typeof SOURCES)[number]

const TAB_CLASS =
  'rounded-lg px-4 py-2 text-sm font-semibold text-stone-600 data-[state=active]:bg-white data-[state=active]:text-stone-900 data-[state=active]:shadow-sm'

/** Spec 2 bulk upload screen, and imports of other apps' exports (issue #31); ?from=app opens the latter. */
export const RecipeImportBulkPage = () => {
  const { t } = useTranslation('app', { keyPrefix: 'recipeImportBulk' })
  const [searchParams, setSearchParams] = useSearchParams()
  const source: Source = searchParams.get('from') === 'app' ? 'app' : 'file'
  const choose = (value: string) => setSearchParams(value === 'app' ? { from: 'app' } : {}, { replace: true })
  return (
    <PageLayout>
      <div className="mx-auto flex max-w-3xl flex-col gap-6">
        <Link
          to={paths.recipeImport.getHref()}
          className={buttonVariants({ variant: 'link', className: 'self-start px-0' })}
        >
          <ArrowLeft aria-hidden /> {t('back')}
        </Link>
        <header>
          <h1 className="text-3xl font-bold">{t('title')}</h1>
          <p className="mt-1 text-stone-600">{t('intro')}</p>
          <p className="mt-2 text-sm text-stone-600">{t('validateNote')}</p>
        </header>
        <Tabs.Root value={source} onValueChange={choose} className="flex flex-col gap-4">
          <Tabs.List
            aria-label={t('sourcesLabel')}
            className="inline-flex self-start rounded-xl bg-stone-100 p-1"
          >
            {SOURCES.map((option) => (
              <Tabs.Trigger key={option} value={option} className={TAB_CLASS}>
                {t(`sources.${option}`)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="file" className="flex flex-col gap-4">
            <BulkUploader />
          </Tabs.Content>
          <Tabs.Content value="app" className="flex flex-col gap-4">
            <p className="text-sm text-stone-600">{t('appIntro')}</p>
            <AppExportImporter />
          </Tabs.Content>
        </Tabs.Root>
      </div>
    </PageLayout>
  )
}

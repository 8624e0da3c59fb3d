import { ArrowLeft } from 'lucide-react'
import { Link } from 'react-router'
import { buttonVariants } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { BulkUploader } from '@/features/imports/components/bulk-uploader'
import { PageLayout } from '../page-layout'

/** Spec 2 bulk upload screen. */
export const RecipeImportBulkPage = () => (
  <PageLayout>
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <Link
        to={paths.recipeImport.getHref()}
        className={buttonVariants({ variant: 'link', className: 'self-start px-0' })}
      >
        <ArrowLeft aria-hidden /> Back to Recipe Import
      </Link>
      <header>
        <h1 className="text-3xl font-bold">Bulk Upload Recipes</h1>
        <p className="mt-1 text-stone-600">
          Add many recipes at once from a spreadsheet saved as CSV, or from a JSON file. Only you see the
          recipes you upload.
        </p>
        <p className="mt-2 text-sm text-stone-600">
          Validate First checks every recipe without saving anything. When you upload, a recipe with a mistake
          is left out and listed by its row, and recipes you already have are skipped.
        </p>
      </header>
      <BulkUploader />
    </div>
  </PageLayout>
)

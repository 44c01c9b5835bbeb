import type { DemoMeta } from '../../ui-kit.schema'

export const meta: DemoMeta = {
  id: 258,
  group: 'form-elements',
  name: 'file-uploader',
  title: 'File Uploader',
  icon: 'IconUpload',
  keywords: ['dropzone', 'upload', 'attachments'],
}

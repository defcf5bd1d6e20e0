import { AssetsPage } from '../components/assets-page.tsx'

export function AssetsRoute() {
  return <AssetsPage />
}

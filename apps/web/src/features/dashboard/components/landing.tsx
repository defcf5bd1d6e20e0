/** `/home` without a wallet: what the dashboard is and how to get one. */
export function Landing() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col gap-4 py-12 text-center">
      <title>Dashboard · Gitopia</title>
      <h1 className="text-3xl font-semibold">Dashboard</h1>
      <p className="text-lg text-fg-muted">
        Code collaboration on a blockchain: repositories, issues, pull requests and DAOs, owned by
        their users.
      </p>
      <p>
        Create or recover a wallet (top right) to see your repositories, your DAOs, your balance and
        recent activity on your projects.
      </p>
    </section>
  )
}

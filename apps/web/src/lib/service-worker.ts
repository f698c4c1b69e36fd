/** No service worker may keep serving an old build, so any registered one is removed on start. */
export async function unregisterServiceWorkers(): Promise<void> {
  try {
    const registrations = (await navigator.serviceWorker?.getRegistrations()) ?? [];
    await Promise.all(registrations.map((registration) => registration.unregister()));
  } catch (error) {
    console.error('Could not unregister service workers', error);
  }
}

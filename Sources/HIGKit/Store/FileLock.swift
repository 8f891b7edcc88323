import Foundation

/// An exclusive `flock` on a file, held until released (or the process ends, even by SIGKILL).
final class FileLock {
    let fd: Int32

    init(path: String, waiting: () -> Void) throws {
        fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw HIGError.io("cannot create lock file \(path): \(String(cString: strerror(errno)))") }
        if flock(fd, LOCK_EX | LOCK_NB) != 0 {
            waiting()
            while flock(fd, LOCK_EX) != 0 && errno == EINTR {}
        }
    }

    deinit {
        flock(fd, LOCK_UN)
        close(fd)
    }
}

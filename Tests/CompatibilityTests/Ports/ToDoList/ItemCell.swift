// Port of TonyJem/ToDoListWithNoStoryboard: the custom cell (a check mark image, the title in a clipping container,
// edit and delete buttons), with the app's constraint constants in points.
import TermHost

@MainActor
protocol ItemCellDelegate: AnyObject {
    func editCell(cell: ToDoList.ItemCell)
    func deleteCell(cell: ToDoList.ItemCell)
}

extension ToDoList {
    final class ItemCell: ListCellWidget {
        weak var delegate: ItemCellDelegate?

        var todoItem: TodoItem? {
            didSet {
                guard let currentItem = todoItem, let title = currentItem.title else { return }
                titleLabel.text = title
                // The app's asset images "Checked" / "Unchecked", as SF Symbols (a terminal has no asset catalog).
                checkMark.image = currentItem.isMarkedDone ? Image(systemName: "checkmark.circle.fill")
                                                           : Image(systemName: "circle")
            }
        }

        private let checkMark: ImageWidget = {
            let image = ImageWidget()
            image.contentMode = .scaleAspectFill
            image.translatesAutoresizingMaskIntoConstraints = false
            image.clipsToBounds = true
            return image
        }()

        private let containerView: Widget = {
            let view = Widget()
            view.translatesAutoresizingMaskIntoConstraints = false
            view.clipsToBounds = true
            return view
        }()

        private let titleLabel: LabelWidget = {
            let label = LabelWidget()
            label.font = Font.boldSystemFont(ofSize: 20)
            label.textColor = AppColors.itemTitleFontColor
            label.translatesAutoresizingMaskIntoConstraints = false
            return label
        }()

        private let editButton = ItemCell.iconButton(systemName: "square.and.pencil")
        private let deleteButton = ItemCell.iconButton(systemName: "trash")

        /// The app makes its edit and delete buttons alike: an image-only button, aspect-filled and clipped.
        private static func iconButton(systemName: String) -> ButtonWidget {
            let button = ButtonWidget()
            button.contentMode = .scaleAspectFill
            button.setImage(Image(systemName: systemName), for: .normal)
            button.translatesAutoresizingMaskIntoConstraints = false
            button.clipsToBounds = true
            return button
        }

        override init(style: ListCellWidget.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            setupCell()
        }

        required init?(coder aDecoder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        private func didTapDeleteButton() { delegate?.deleteCell(cell: self) }
        private func didTapEditButton() { delegate?.editCell(cell: self) }

        // MARK: - Setup cell

        private func setupCell() {
            addSubviewsToCellView()
            setCheckMarkConstraints()
            setContainerViewConstraints()
            setTitleLabelConstraints()
            setEditButtonConstraints()
            setupDeleteButton()
        }

        private func addSubviewsToCellView() {
            contentView.addSubview(checkMark)
            containerView.addSubview(titleLabel)
            contentView.addSubview(containerView)
            contentView.addSubview(editButton)
            contentView.addSubview(deleteButton)
        }

        private func setCheckMarkConstraints() {
            checkMark.centerYAnchor.constraint(equalTo: contentView.centerYAnchor).isActive = true
            checkMark.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 20).isActive = true
            checkMark.widthAnchor.constraint(equalToConstant: 30).isActive = true
            checkMark.heightAnchor.constraint(equalToConstant: 30).isActive = true
        }

        private func setContainerViewConstraints() {
            containerView.centerYAnchor.constraint(equalTo: contentView.centerYAnchor).isActive = true
            containerView.leadingAnchor.constraint(equalTo: checkMark.trailingAnchor, constant: 10).isActive = true
            containerView.trailingAnchor.constraint(equalTo: editButton.leadingAnchor, constant: -10).isActive = true
            containerView.heightAnchor.constraint(equalToConstant: 25).isActive = true
        }

        private func setTitleLabelConstraints() {
            titleLabel.topAnchor.constraint(equalTo: containerView.topAnchor).isActive = true
            titleLabel.leadingAnchor.constraint(equalTo: containerView.leadingAnchor).isActive = true
            titleLabel.trailingAnchor.constraint(equalTo: containerView.trailingAnchor).isActive = true
        }

        private func setEditButtonConstraints() {
            editButton.addAction(Action { [weak self] _ in self?.didTapEditButton() }, for: .touchUpInside)
            editButton.widthAnchor.constraint(equalToConstant: 24).isActive = true
            editButton.heightAnchor.constraint(equalToConstant: 24).isActive = true
            editButton.trailingAnchor.constraint(equalTo: deleteButton.leadingAnchor, constant: -10).isActive = true
            editButton.centerYAnchor.constraint(equalTo: contentView.centerYAnchor).isActive = true
        }

        private func setupDeleteButton() {
            deleteButton.addAction(Action { [weak self] _ in self?.didTapDeleteButton() }, for: .touchUpInside)
            deleteButton.widthAnchor.constraint(equalToConstant: 24).isActive = true
            deleteButton.heightAnchor.constraint(equalToConstant: 24).isActive = true
            deleteButton.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -20).isActive = true
            deleteButton.centerYAnchor.constraint(equalTo: contentView.centerYAnchor).isActive = true
        }
    }
}
